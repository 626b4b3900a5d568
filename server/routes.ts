import type { FastifyInstance } from "fastify";
import { accessRoutes } from "./modules/access/routes";
import { otpRoutes } from "./modules/auth/otp/routes";
import { signupRoutes } from "./modules/auth/signup/routes";
import { tokenRoutes } from "./modules/auth/token/routes";
import { userRoutes } from "./modules/auth/users/routes";
import { kycRoutes } from "./modules/master/kyc/routes";
import { pincodeRoutes } from "./modules/master/pincode/routes";
import { systemRoutes } from "./modules/system/routes";
import { invoiceRoutes } from "./modules/account/invoices/routes";
import { partnerRoutes } from "./modules/account/partners/routes";
import { retailerRoutes } from "./modules/account/retailers/routes";
import { supplierRoutes } from "./modules/account/suppliers/routes";
import { lenderRoutes } from "./modules/user/lenders/routes";
import { leadRoutes } from "./modules/lead/routes";

/** Every module's routes, by service. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  // auth service
  await app.register(tokenRoutes);
  await app.register(otpRoutes);
  await app.register(signupRoutes);
  await app.register(userRoutes);
  await app.register(accessRoutes);
  // user service
  await app.register(lenderRoutes);
  // master service
  await app.register(kycRoutes);
  await app.register(pincodeRoutes);
  // account service
  await app.register(invoiceRoutes);
  await app.register(supplierRoutes);
  await app.register(partnerRoutes);
  await app.register(retailerRoutes);
  // lead service
  await app.register(leadRoutes);
}
