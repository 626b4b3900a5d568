import {
  NO_PROGRAMME_LOGO,
  PROGRAMME_NOT_FOUND,
  type ProgrammeDetail,
  type ProgrammeLogoKind,
  STALE_PROGRAMME,
} from "@domain/api/programmes";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { conflict, notFound } from "@server/http/errors";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import { loadLogo, storeLogo, type UploadedLogo } from "../logo-upload";
import { findScopedProgramme, updateProgrammeAt } from "./queries";
import { type ClientContext, programmeDetail } from "./service";

const columnOf = (kind: ProgrammeLogoKind) => (kind === "medLogo" ? "medLogoKey" : "xtrLogoKey");

async function scopedProgramme(db: Executor, principal: Principal, id: string) {
  const row = await findScopedProgramme(db, scopeOf(principal), id);
  if (!row) throw notFound(PROGRAMME_NOT_FOUND);
  return row.programme;
}

/** Stores a new logo (content-checked JPEG or PNG) and points the programme at it; the old file is removed. */
export async function replaceProgrammeLogo(
  { db, now, principal }: ClientContext,
  documents: DocumentStore,
  id: string,
  kind: ProgrammeLogoKind,
  logo: UploadedLogo,
): Promise<ProgrammeDetail> {
  const before = await scopedProgramme(db, principal, id);
  const key = await storeLogo(documents, `programme-logos/${id}-${kind.toLowerCase()}`, logo);
  const old = before[columnOf(kind)];
  const after = await db
    .transaction(async (tx) => {
      if (!(await updateProgrammeAt(tx, id, before.version, { [columnOf(kind)]: key }, now)))
        throw conflict(STALE_PROGRAMME);
      await recordAudit(tx, {
        actorId: principal.id,
        action: "programme.logo_replaced",
        entity: "programme",
        entityId: id,
        before: { [kind]: old },
        after: { [kind]: key, mime: logo.mime, bytes: logo.bytes.length },
        at: now,
      });
      return programmeDetail(tx, principal, id);
    })
    .catch(async (error: unknown) => {
      await documents.remove(key);
      throw error;
    });
  if (old) await documents.remove(old);
  return after;
}

/** A programme's logo for those who may see the programme. */
export async function programmeLogo(
  db: Executor,
  documents: DocumentStore,
  principal: Principal,
  id: string,
  kind: ProgrammeLogoKind,
) {
  const programme = await scopedProgramme(db, principal, id);
  return loadLogo(documents, programme[columnOf(kind)], NO_PROGRAMME_LOGO);
}
