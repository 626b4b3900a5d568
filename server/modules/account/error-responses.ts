import { apiErrorSchema } from "@domain/api/envelope";

/** The error answers the account service's routes document. */
export const accountErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
