import { PAGE_SIZE_OPTIONS } from "@domain/constants";
import type { TablePaginationConfig } from "antd";

/** The page-size choices of spec section 9 (10 to 5000) for an antd Table's pagination bar. */
export function tablePagination(overrides: TablePaginationConfig = {}): TablePaginationConfig {
  return {
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (total, [from, to]) => `${from}–${to} of ${total}`,
    ...overrides,
  };
}
