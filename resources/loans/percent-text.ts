/** A stored percentage ("17.4500") as the KFS shows it: two decimals at least, no trailing zeros beyond. */
export const percentText = (value: string): string => `${value.replace(/(\.\d\d\d*?)0+$/, "$1")}%`;
