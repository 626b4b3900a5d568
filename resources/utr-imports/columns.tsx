import type { UtrImport } from "@domain/api/utr-imports";
import type { ListColumn } from "@src/components/list-table/list-column";
import { StatusTag } from "@src/components/status-tag";
import { Link } from "react-router";
import { UTR_IMPORT_STATE_LABELS, importTypeLabel } from "@domain/api/utr-import-labels";
import { percentText } from "./utr-import-labels";
import { utrImportShowPath } from "./utr-import-routes";

const AT = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** When an import was uploaded, India time to the minute. */
export function UploadedAt({ file }: { file: UtrImport }) {
  return <time dateTime={file.uploadedAt}>{AT.format(new Date(file.uploadedAt))}</time>;
}

const count = (key: keyof UtrImport & string, title: string, width: number): ListColumn<UtrImport> => ({
  key,
  title,
  width,
  align: "right",
  render: (_, file) => file[key],
});

/** The import history's columns: the file (a link to its import) first, then who and when, the counts and state. */
export const utrImportColumns: ListColumn<UtrImport>[] = [
  {
    key: "fileName",
    title: "File",
    width: 200,
    ellipsis: true,
    render: (_, file) => <Link to={utrImportShowPath(file.id)}>{file.fileName}</Link>,
  },
  { key: "type", title: "Type", width: 120, ellipsis: true, render: (_, file) => importTypeLabel(file.type) },
  {
    key: "uploadedByName",
    title: "Uploaded by",
    width: 130,
    ellipsis: true,
    render: (_, file) => file.uploadedByName ?? "—",
  },
  { key: "uploadedAt", title: "Uploaded", width: 140, render: (_, file) => <UploadedAt file={file} /> },
  count("totalRows", "Rows", 70),
  count("appliedRows", "Applied", 80),
  count("rejectedRows", "Rejected", 85),
  {
    key: "percentage",
    title: "Percentage",
    width: 115,
    align: "right",
    render: (_, file) => percentText(file),
  },
  {
    key: "state",
    title: "State",
    width: 165,
    render: (_, file) => <StatusTag status={file.state} label={UTR_IMPORT_STATE_LABELS[file.state]} />,
  },
];
