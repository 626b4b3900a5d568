import type { FastifyInstance } from "fastify";
import { accessRoutes } from "./modules/access/routes";
import { otpRoutes } from "./modules/auth/otp/routes";
import { preferenceRoutes } from "./modules/auth/preferences/routes";
import { signupRoutes } from "./modules/auth/signup/routes";
import { tokenRoutes } from "./modules/auth/token/routes";
import { userRoutes } from "./modules/auth/users/routes";
import { ifscRoutes } from "./modules/master/ifsc/routes";
import { kycRoutes } from "./modules/master/kyc/routes";
import { pincodeRoutes } from "./modules/master/pincode/routes";
import { workflowRoutes } from "./modules/master/workflows/routes";
import { systemRoutes } from "./modules/system/routes";
import { invoiceRoutes } from "./modules/account/invoices/routes";
import { partnerRoutes } from "./modules/account/partners/routes";
import { retailerRoutes } from "./modules/account/retailers/routes";
import { supplierRoutes } from "./modules/account/suppliers/routes";
import { lenderRoutes } from "./modules/user/lenders/routes";
import { leadRoutes } from "./modules/lead/routes";
import { kfsCalculatorRoutes } from "./modules/loans/kfs-calculator/routes";
import { loanDocumentRoutes } from "./modules/loans/documents/routes";
import { esignRoutes } from "./modules/loans/esign/routes";
import { sandboxEsignRoutes } from "./modules/loans/esign/sandbox-routes";
import { esignWebhookRoutes } from "./modules/loans/esign/webhook-routes";
import { loanPdfRoutes } from "./modules/loans/pdf/routes";
import { mandateRoutes } from "./modules/collections/mandates/routes";
import { sandboxMandateRoutes } from "./modules/collections/mandates/sandbox-routes";
import { mandateWebhookRoutes } from "./modules/collections/mandates/webhook-routes";
import { kfsRoutes } from "./modules/loans/kfs/routes";
import { loanRoutes } from "./modules/loans/loans/routes";
import { emiRoutes } from "./modules/collections/emis/routes";
import { collectionManagerRoutes } from "./modules/collections/collection-manager/routes";
import { pendingOperationRoutes } from "./modules/collections/pending-operations/routes";
import { receiptRoutes } from "./modules/collections/receipts/routes";
import { loanReviewRoutes } from "./modules/loans/review/routes";
import { anchorSettingsRoutes } from "./modules/clients/anchor-settings/routes";
import { anchorUserRoutes } from "./modules/clients/anchor-users/routes";
import { anchorRoutes } from "./modules/clients/anchors/routes";
import { lenderBankAccountRoutes } from "./modules/clients/lender-bank-accounts/routes";
import { onboardingRoutes } from "./modules/clients/onboarding/routes";
import { pendingChangeRoutes } from "./modules/clients/pending-changes/routes";
import { programmeRoutes } from "./modules/clients/programmes/routes";
import { reportSettingRoutes } from "./modules/clients/report-settings/routes";
import { delinquencyRoutes } from "./modules/collections/delinquency/routes";
import { statementRoutes } from "./modules/collections/statements/routes";

/** Every module's routes, by service. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  // auth service
  await app.register(tokenRoutes);
  await app.register(otpRoutes);
  await app.register(signupRoutes);
  await app.register(userRoutes);
  await app.register(accessRoutes);
  await app.register(preferenceRoutes);
  // user service
  await app.register(lenderRoutes);
  await app.register(anchorRoutes);
  await app.register(anchorUserRoutes);
  await app.register(onboardingRoutes);
  await app.register(lenderBankAccountRoutes);
  await app.register(kfsCalculatorRoutes);
  await app.register(loanPdfRoutes);
  await app.register(loanDocumentRoutes);
  await app.register(esignRoutes);
  await app.register(esignWebhookRoutes);
  await app.register(sandboxEsignRoutes);
  await app.register(loanRoutes);
  await app.register(emiRoutes);
  await app.register(receiptRoutes);
  await app.register(collectionManagerRoutes);
  await app.register(pendingOperationRoutes);
  await app.register(kfsRoutes);
  await app.register(loanReviewRoutes);
  await app.register(mandateRoutes);
  await app.register(mandateWebhookRoutes);
  await app.register(sandboxMandateRoutes);
  // master service
  await app.register(kycRoutes);
  await app.register(pincodeRoutes);
  await app.register(ifscRoutes);
  await app.register(workflowRoutes);
  await app.register(programmeRoutes);
  await app.register(anchorSettingsRoutes);
  await app.register(pendingChangeRoutes);
  // account service
  await app.register(invoiceRoutes);
  await app.register(supplierRoutes);
  await app.register(partnerRoutes);
  await app.register(retailerRoutes);
  await app.register(reportSettingRoutes);
  await app.register(delinquencyRoutes);
  await app.register(statementRoutes);
  // lead service
  await app.register(leadRoutes);
}
