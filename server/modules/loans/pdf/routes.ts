import { apiErrorSchema } from "@domain/api/envelope";
import { KFS_NOT_FOUND } from "@domain/api/loan-documents";
import { LOAN_NOT_FOUND } from "@domain/api/loans";
import { businessDateAt } from "@domain/dates/business-date";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tenancyOf } from "@server/auth/request-auth";
import { sendFile } from "../documents/send-file";
import { LOAN_READERS } from "../loan-access";
import { agreementPdfFor, kfsPdfFor, offerLetterFor } from "./loan-pdfs";

const tags = ["user"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const loanParams = z.object({ loanId: z.guid(LOAN_NOT_FOUND) });

/** The generated offer letter, KFS and loan agreement, as PDFs made on request for whoever may see the loan. */
export const loanPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => businessDateAt(app.clock());

  app.get(
    "/user/loi/:loanId/pdf",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags,
        summary: "The loan's offer letter (LOI) as a PDF",
        params: loanParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const pdf = await offerLetterFor(app.db, tenancyOf(request), request.params.loanId, today());
      return sendFile(reply, "application/pdf", pdf.fileName, pdf.bytes);
    },
  );

  app.get(
    "/user/kfs/:kfsId/pdf",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags,
        summary: "A KFS version in RBI's layout (Parts 1 and 2, APR computation, schedule) as a PDF",
        params: z.object({ kfsId: z.guid(KFS_NOT_FOUND) }),
        response: { ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const pdf = await kfsPdfFor(app.db, tenancyOf(request), request.params.kfsId);
      return sendFile(reply, "application/pdf", pdf.fileName, pdf.bytes);
    },
  );

  app.get(
    "/user/loanAgreement/:loanId/pdf",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags,
        summary: "The loan agreement with the live KFS as its summary box, as a PDF (409 without a live KFS)",
        params: loanParams,
        response: { ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const pdf = await agreementPdfFor(app.db, tenancyOf(request), request.params.loanId, today());
      return sendFile(reply, "application/pdf", pdf.fileName, pdf.bytes);
    },
  );
};
