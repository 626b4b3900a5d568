import { retailerItemSchema } from "@domain/api/retailers";
import { retailerAddSchema } from "@domain/schemas/retailer-add";
import { counterpartyRoutes } from "../counterparties/counterparty-routes";
import { retailerService } from "./service";

/** `GET /account/retailers`, `POST /account/retailers` (create), `POST /account/retailers/update`. */
export const retailerRoutes = counterpartyRoutes({
  path: "/account/retailers",
  itemSchema: retailerItemSchema,
  fieldsSchema: retailerAddSchema,
  summaries: {
    list: "The merchant's retailers (platform staff: all, or one anchor's)",
    create: "Add a retailer (merchant)",
    update: "Change a retailer (merchant), with its version",
  },
  service: retailerService,
});
