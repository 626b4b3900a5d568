import { partnerItemSchema } from "@domain/api/partners";
import { partnerCreateSchema } from "@domain/schemas/partner-create";
import { counterpartyRoutes } from "../counterparties/counterparty-routes";
import { partnerService } from "./service";

/** `GET /account/partners`, `POST /account/partners` (create), `POST /account/partners/update`. */
export const partnerRoutes = counterpartyRoutes({
  path: "/account/partners",
  itemSchema: partnerItemSchema,
  fieldsSchema: partnerCreateSchema,
  summaries: {
    list: "The anchor's partners (platform staff: all, or one anchor's)",
    create: "Add a partner (anchor)",
    update: "Change a partner (anchor), with its version",
  },
  service: partnerService,
});
