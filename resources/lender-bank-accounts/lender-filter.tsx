import { LENDER_LIST_CACHE_MS } from "@domain/constants";
import { useList } from "@refinedev/core";
import type { LenderOption } from "@src/components/lender-select";
import { Select } from "antd";
import { useState } from "react";
import styles from "./lender-filter.module.css";

/**
 * Filters a hub list by lender. The hub is a page where the lender list is not loaded with the page (spec
 * section 6), so it is asked for only when the user opens this filter; the list is cached as everywhere.
 */
export function LenderFilter(props: { value: string | undefined; onChange: (lenderId: string) => void }) {
  const [wanted, setWanted] = useState(Boolean(props.value));
  const { result, query } = useList<LenderOption>({
    resource: "lenders",
    pagination: { mode: "off" },
    queryOptions: { enabled: wanted, staleTime: LENDER_LIST_CACHE_MS, gcTime: LENDER_LIST_CACHE_MS },
  });
  const options = [
    { value: "", label: "All lenders" },
    ...result.data.map((lender) => ({ value: lender.id, label: lender.name })),
  ];
  return (
    <Select
      aria-label="Lender"
      className={styles.filter}
      value={props.value ?? ""}
      options={options}
      loading={query.isFetching}
      showSearch
      optionFilterProp="label"
      popupMatchSelectWidth={false}
      onOpenChange={(open) => {
        if (open) setWanted(true);
      }}
      onChange={(value: string) => props.onChange(value)}
    />
  );
}
