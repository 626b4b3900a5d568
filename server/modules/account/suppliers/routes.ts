import { supplierItemSchema } from "@domain/api/suppliers";
import { supplierCreateSchema } from "@domain/schemas/supplier-create";
import { counterpartyRoutes } from "../counterparties/counterparty-routes";
import { supplierService } from "./service";

/** `GET /account/suppliers`, `POST /account/suppliers` (create), `POST /account/suppliers/update`. */
export const supplierRoutes = counterpartyRoutes({
  path: "/account/suppliers",
  itemSchema: supplierItemSchema,
  /** The form without the two bank-check fields: the server fills them, whatever the client sends. */
  fieldsSchema: supplierCreateSchema.omit({ accountHolderName: true, bankName: true }),
  summaries: {
    list: "The anchor's suppliers (platform staff: all, or one anchor's)",
    create: "Add a supplier (anchor); account holder and bank name come from the bank check",
    update: "Change a supplier (anchor), with its version",
  },
  service: supplierService,
});
