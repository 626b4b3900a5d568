import { PAGE_SIZE_OPTIONS, type PageSize } from "@domain/constants";
import type { TablePaginationConfig } from "antd";
import { NativeSelect } from "./ui/native-select";

const OPTIONS = PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size} / page` }));

/** Narrows any number to one of the spec's page-size choices (the nearest one not smaller, else the largest). */
export function toPageSize(value: number): PageSize {
  return PAGE_SIZE_OPTIONS.find((size) => size >= value) ?? PAGE_SIZE_OPTIONS[PAGE_SIZE_OPTIONS.length - 1]!;
}

/** The page-size choices of spec section 9 (10 to 5000). */
export function PageSizeSelect(props: {
  value: number;
  onChange: (size: PageSize) => void;
  label?: string;
  id?: string;
}) {
  return (
    <NativeSelect<PageSize>
      id={props.id}
      aria-label={props.label ?? "Rows per page"}
      value={toPageSize(props.value)}
      options={OPTIONS}
      onChange={props.onChange}
    />
  );
}

/** The same choices for an antd Table's own pagination bar (screens built on antd's Table). */
export function tablePagination(overrides: TablePaginationConfig = {}): TablePaginationConfig {
  return {
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (total, [from, to]) => `${from}–${to} of ${total}`,
    ...overrides,
  };
}
