import type { AppConfig } from "@server/config/app-config";
import type { Clock } from "@server/config/clock";
import type { Database } from "@server/db/database";
import type { AccessTokens } from "@server/auth/access-token";
import type { AccessPolicy } from "@server/auth/policy";
import type { Principal } from "@server/auth/principal";
import type { EsignProvider } from "@server/integrations/esign/esign-provider";
import type { MandateProvider } from "@server/integrations/mandates/mandate-provider";
import type { PaymentGateway } from "@server/integrations/payment-gateway/payment-gateway";
import type { KycProvider } from "@server/integrations/kyc/kyc-provider";
import type { Mailer } from "@server/integrations/mail/mailer";
import type { SmsSender } from "@server/integrations/sms/sms-sender";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import type { ReadCache } from "@server/http/read-cache";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    clock: Clock;
    accessTokens: AccessTokens;
    kyc: KycProvider;
    sms: SmsSender;
    mailer: Mailer;
    documents: DocumentStore;
    esign: EsignProvider;
    /** The shared secret of the e-sign provider's webhooks; null refuses every delivery. */
    esignWebhookSecret: string | null;
    mandates: MandateProvider;
    /** The shared secret of the mandate provider's webhooks; null refuses every delivery. */
    mandateWebhookSecret: string | null;
    /** The payment gateway (`PAYMENT_GATEWAY`); null refuses gateway payments. */
    paymentGateway: PaymentGateway | null;
    /** Answers of hot read endpoints, valid until the data they were read from changes. */
    readCache: ReadCache;
  }
  interface FastifyRequest {
    /** Set by the access layer on every non-public route. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Required on every route under a service prefix (enforced when routes are added). */
    access?: AccessPolicy;
  }
}
