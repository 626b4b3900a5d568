import { SEARCH_DEBOUNCE_MS } from "@domain/constants";
import { useEffect, useRef, useState } from "react";
import { TextInput } from "./ui/text-input";

export interface DebouncedSearchInputProps {
  /** The committed search (e.g. from the URL); the box follows it when it changes from outside. */
  value?: string;
  /** Called with the trimmed text once typing has paused for 500 ms (spec section 7), or at once on Enter. */
  onSearch: (value: string) => void;
  placeholder?: string;
  label: string;
  delayMs?: number;
  className?: string;
}

/** A search box that waits for a pause in typing before searching, so one search call is made, not one per key. */
export function DebouncedSearchInput(props: DebouncedSearchInputProps) {
  const { value = "", onSearch, placeholder, label, delayMs = SEARCH_DEBOUNCE_MS, className } = props;
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const latestOnSearch = useRef(onSearch);

  // The committed search changed from outside (back button, a link): show it.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  useEffect(() => {
    latestOnSearch.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const next = text.trim();
    if (next === value.trim()) return;
    const timer = window.setTimeout(() => latestOnSearch.current(next), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, value, delayMs]);

  const searchNow = () => {
    const next = text.trim();
    if (next !== value.trim()) latestOnSearch.current(next);
  };

  return (
    <TextInput
      className={className}
      type="search"
      value={text}
      aria-label={label}
      placeholder={placeholder ?? label}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") searchNow();
      }}
    />
  );
}
