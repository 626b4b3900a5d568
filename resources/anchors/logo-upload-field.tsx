import { UploadOutlined } from "@ant-design/icons";
import type { LogoSize } from "@domain/api/anchor-settings";
import { AuthedImage } from "@src/components/authed-image";
import { Button, Form, Upload } from "antd";
import { useState } from "react";
import { logoProblem, useLogoUpload } from "./use-logo-upload";
import styles from "./anchor-form.module.css";

export interface LogoUploadFieldProps {
  anchorId: string;
  size: LogoSize;
  label: string;
  /** The logo's URL now, or null when there is none. */
  current: string | null;
}

/** One logo: the current one, and a JPEG or PNG upload that replaces it at once. */
export function LogoUploadField({ anchorId, size, label, current }: LogoUploadFieldProps) {
  const { upload, uploading } = useLogoUpload(anchorId, size, label);
  const [problem, setProblem] = useState<string>();
  const choose = (file: File) => {
    const refused = logoProblem(file, label);
    setProblem(refused);
    if (!refused)
      void upload(file).catch((error: { message?: string }) => setProblem(error.message ?? String(error)));
    // The file is sent by `upload`, not by antd's own request.
    return false;
  };
  return (
    <Form.Item
      label={label}
      validateStatus={problem ? "error" : undefined}
      help={problem}
      extra="JPEG or PNG, at most 10 MB; saved as soon as it is chosen"
    >
      <div className={styles.logoField}>
        {current ? (
          <AuthedImage path={current} alt={`Current ${label.toLowerCase()}`} className={styles.logoPreview} />
        ) : (
          <span>No logo yet</span>
        )}
        <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={choose} maxCount={1}>
          <Button icon={<UploadOutlined />} loading={uploading}>
            {current ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          </Button>
        </Upload>
      </div>
    </Form.Item>
  );
}
