import { UploadOutlined } from "@ant-design/icons";
import type { ProgrammeDetail, ProgrammeLogoKind } from "@domain/api/programmes";
import { logoFile } from "@domain/schemas/file-fields";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { AUTHED_IMAGE_KEY, AuthedImage } from "@src/components/authed-image";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Upload } from "antd";
import { useState } from "react";
import textStyles from "@src/components/text.module.css";
import styles from "./programme-form.module.css";
import showStyles from "./programme-show.module.css";

export interface LogoUploadProps {
  programme: Pick<ProgrammeDetail, "id" | ProgrammeLogoKind>;
  kind: ProgrammeLogoKind;
  label: string;
}

/**
 * One of the programme's logos: the current one, and a JPEG or PNG to replace it, uploaded at once (the
 * server checks the file's content; the type and size are checked here first).
 */
export function LogoUpload({ programme, kind, label }: LogoUploadProps) {
  const [problem, setProblem] = useState<string>();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const { mutateAsync, mutation } = useCustomMutation<ProgrammeDetail, HttpError>();

  const upload = async (file: File) => {
    setProblem(undefined);
    const checked = logoFile(label).safeParse(file);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    try {
      await mutateAsync({
        url: "",
        method: "post",
        values: { file },
        meta: { resource: "programmes", operation: kind, id: programme.id },
        successNotification: () => ({ type: "success", message: `${label} uploaded` }),
        errorNotification: false,
      });
    } catch (error) {
      setProblem((error as HttpError).message);
      return;
    }
    // The logo keeps its address, so the image cached under it is stale now.
    await queryClient.invalidateQueries({ queryKey: [AUTHED_IMAGE_KEY] });
    await invalidate({ resource: "programmes", invalidates: ["detail"], id: programme.id });
  };

  return (
    <div className={styles.logo}>
      <span className={styles.logoLabel}>{label}</span>
      {programme[kind] ? (
        <AuthedImage path={programme[kind]} alt={label} className={showStyles.logoImage} />
      ) : (
        <span className={textStyles.muted}>None uploaded</span>
      )}
      <Upload
        accept="image/jpeg,image/png"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={mutation.isPending}>
          {programme[kind] ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
      </Upload>
      {problem ? <Alert type="error" showIcon message={problem} /> : null}
    </div>
  );
}
