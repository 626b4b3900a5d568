import { UploadOutlined } from "@ant-design/icons";
import { Button, Upload } from "antd";
import type { UploadFile } from "antd";

export interface DocumentInputProps {
  id?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  "aria-invalid"?: boolean;
}

const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** Picks one invoice document and keeps the browser `File` as the form value; nothing uploads until submit. */
export function DocumentInput({ id, value, onChange, ...rest }: DocumentInputProps) {
  const fileList: UploadFile[] = value ? [{ uid: "chosen", name: value.name, status: "done" }] : [];
  return (
    <Upload
      accept={ACCEPT}
      maxCount={1}
      fileList={fileList}
      beforeUpload={(file) => {
        onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <Button id={id} icon={<UploadOutlined />} aria-invalid={rest["aria-invalid"]}>
        {value ? "Replace document" : "Choose PDF, JPEG or PNG"}
      </Button>
    </Upload>
  );
}
