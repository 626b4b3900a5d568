import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ProgrammeDetail,
  type ProgrammeUpdateRequest,
  programmeUpdateRequestSchema,
} from "@domain/api/programmes";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { Alert, Card } from "antd";
import { useNavigate } from "react-router";
import formStyles from "@src/components/record-form/record-form.module.css";
import { RecordFormFrame } from "@src/components/record-form/record-form-frame";
import { LogoUpload } from "./logo-upload";
import { ProgrammeFields } from "./programme-fields";
import { programmeShowPath } from "./programme-routes";
import styles from "./programme-form.module.css";
import { CHECKED_FIELDS_IN_WORDS, programmeFormValues, savedMessage } from "./programme-values";

/** The programme form at the version read, then its logos; saving goes back to the programme. */
export function ProgrammeEditForm({ programme }: { programme: ProgrammeDetail }) {
  const navigate = useNavigate();
  const back = () => void navigate(programmeShowPath(programme.id));
  const {
    control,
    handleSubmit,
    refineCore: { onFinish, formLoading },
  } = useForm<ProgrammeDetail, HttpError, ProgrammeUpdateRequest>({
    resolver: zodResolver(programmeUpdateRequestSchema),
    defaultValues: programmeFormValues(programme),
    refineCoreProps: {
      resource: "programmes",
      action: "edit",
      id: programme.id,
      redirect: false,
      // The page has read the programme already; the form starts from it rather than fetching it again.
      queryOptions: { enabled: false },
      successNotification: (response) => ({
        type: "success",
        message: savedMessage((response?.data ?? {}) as ProgrammeDetail),
      }),
      onMutationSuccess: back,
    },
  });
  // A refused save is shown by Refine (a toast, and the server's field errors under the fields).
  const submit = handleSubmit((values) => onFinish(values).catch(() => undefined));
  const waiting = programme.pendingChange?.state === "PENDING";

  return (
    <div className={styles.page}>
      <RecordFormFrame
        label="Edit programme"
        submitLabel="Save programme"
        submitting={formLoading}
        onSubmit={submit}
        cancel={back}
        notice={
          <Alert
            className={formStyles.notice}
            type={waiting ? "warning" : "info"}
            showIcon
            message={
              waiting
                ? `A change to this programme is waiting for approval: its ${CHECKED_FIELDS_IN_WORDS} cannot change again until another staff user approves or rejects it.`
                : `A change to the ${CHECKED_FIELDS_IN_WORDS} is saved as a proposal: it applies once another staff user approves it.`
            }
          />
        }
      >
        <ProgrammeFields control={control} checkedLocked={waiting} />
      </RecordFormFrame>
      <Card title="Logos" size="small" className={styles.card}>
        <div className={styles.logos}>
          <LogoUpload programme={programme} kind="medLogo" label="Medium Logo" />
          <LogoUpload programme={programme} kind="xtrLogo" label="Large Logo" />
        </div>
      </Card>
    </div>
  );
}
