import { shouldLoadLenderList } from "@domain/access/lender-list";
import { LENDER_LIST_CACHE_MS, LENDER_SELECT_ALL, LENDER_SELECT_PLACEHOLDER } from "@domain/constants";
import { useList } from "@refinedev/core";
import { Select } from "antd";
import { useMemo } from "react";
import { useLocation } from "react-router";
import styles from "./lender-select.module.css";

export interface LenderOption {
  id: string;
  name: string;
}

/** 'Select Lender' (empty value), then 'All' (a single space), then the lenders (spec section 3). */
export function lenderOptions(lenders: readonly LenderOption[]): { label: string; value: string }[] {
  return [
    { label: LENDER_SELECT_PLACEHOLDER.label, value: LENDER_SELECT_PLACEHOLDER.value },
    { label: LENDER_SELECT_ALL.label, value: LENDER_SELECT_ALL.value },
    ...lenders.map((lender) => ({ label: lender.name, value: lender.id })),
  ];
}

/** The lender list, cached for 10 minutes, and never fetched on the first route group's pages. */
export function useLenderList() {
  const { pathname } = useLocation();
  const enabled = shouldLoadLenderList(pathname);
  const { result, query } = useList<LenderOption>({
    resource: "lenders",
    pagination: { mode: "off" },
    queryOptions: { enabled, staleTime: LENDER_LIST_CACHE_MS, gcTime: LENDER_LIST_CACHE_MS },
  });
  return { lenders: result.data, isLoading: enabled && query.isLoading, enabled };
}

export function LenderSelect(props: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { lenders, isLoading } = useLenderList();
  const options = useMemo(() => lenderOptions(lenders), [lenders]);
  return (
    <Select
      id={props.id}
      aria-label="Lender"
      value={props.value ?? LENDER_SELECT_PLACEHOLDER.value}
      onChange={props.onChange}
      options={options}
      loading={isLoading}
      showSearch
      optionFilterProp="label"
      popupMatchSelectWidth={false}
      className={styles.select}
    />
  );
}
