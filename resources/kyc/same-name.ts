const normalise = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();

/** Whether two names are the same once case, punctuation and spacing are set aside. */
export const sameName = (a: string, b: string): boolean => normalise(a) === normalise(b);
