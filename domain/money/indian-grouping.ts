/** Groups a string of digits the Indian way: the last three together, then pairs (`12,34,567`). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(",")},${digits.slice(-3)}`;
}
