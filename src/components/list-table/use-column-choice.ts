import type { Identity } from "@domain/api/auth";
import { type TableColumnChoice, tableColumnsPreferenceKey } from "@domain/api/preferences";
import { apiClient } from "@providers/api-client";
import { useGetIdentity, useNotification } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { readPreference, writePreference } from "./preference-requests";

/** Clicks in the chooser within this time are saved together. */
const SAVE_DELAY_MS = 400;

const messageOf = (error: unknown) =>
  error instanceof Error || (typeof error === "object" && error !== null && "message" in error)
    ? String((error as { message: unknown }).message)
    : undefined;

/**
 * Which columns of the list `tableId` the signed-in user hid: read from the server (so the choice follows the
 * user to any browser), the defaults while it loads or when never saved. A change shows at once and is saved
 * shortly after; a failed save is told in a toast.
 */
export function useColumnChoice(tableId: string, defaultHidden: readonly string[]) {
  const { data: identity } = useGetIdentity<Identity>();
  const userId = identity?.id;
  const key = tableColumnsPreferenceKey(tableId);
  const queryKey = useMemo(() => ["preferences", userId ?? null, key] as const, [userId, key]);
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const query = useQuery<TableColumnChoice | null>({
    queryKey,
    queryFn: () => readPreference(apiClient, key),
    enabled: userId !== undefined,
  });

  const pending = useRef<{ value: TableColumnChoice; timer: ReturnType<typeof setTimeout> }>(undefined);
  const send = useCallback(
    (value: TableColumnChoice) =>
      writePreference(apiClient, key, value).catch((error: unknown) =>
        open?.({
          key: `column-choice-${key}`,
          type: "error",
          message: "Your choice of columns could not be saved",
          description: messageOf(error),
        }),
      ),
    [key, open],
  );
  // Leaving the page sends a choice still waiting, rather than dropping it.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      void send(pending.current.value);
      pending.current = undefined;
    },
    [send],
  );

  // The user's latest choice shows at once, in the same render as the click, whatever the read is doing.
  const [chosen, setChosen] = useState<readonly string[]>();
  const latest = useRef<readonly string[]>(undefined);
  const save = useCallback(
    (next: (hidden: readonly string[]) => string[]) => {
      const current =
        latest.current ??
        queryClient.getQueryData<TableColumnChoice | null>(queryKey)?.hiddenColumns ??
        defaultHidden;
      const value = { hiddenColumns: next(current) };
      latest.current = value.hiddenColumns;
      setChosen(value.hiddenColumns);
      // A read still on its way must not bring back what the user just changed.
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.setQueryData(queryKey, value));
      if (userId === undefined) return;
      if (pending.current) clearTimeout(pending.current.timer);
      const timer = setTimeout(() => {
        pending.current = undefined;
        void send(value);
      }, SAVE_DELAY_MS);
      pending.current = { value, timer };
    },
    [queryClient, queryKey, defaultHidden, userId, send],
  );

  /** Shows or hides one column. */
  const toggle = useCallback(
    (key: string, shown: boolean) =>
      save((hidden) =>
        shown ? hidden.filter((hiddenKey) => hiddenKey !== key) : [...new Set([...hidden, key])],
      ),
    [save],
  );
  /** Back to the list's default columns. */
  const reset = useCallback(() => save(() => [...defaultHidden]), [save, defaultHidden]);
  return { hidden: chosen ?? query.data?.hiddenColumns ?? defaultHidden, toggle, reset };
}
