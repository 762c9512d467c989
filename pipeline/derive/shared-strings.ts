// One string for each value a run keeps per record many times over ("active", "Charleroi", a
// history's date): a record parsed from JSON gets strings of its own, and a run of a large feed
// keeps a few of them for each of a hundred thousand records until its end.

/** A function that returns the first string it was given equal to each string it is given. */
export function sharedStrings(): (value: string) => string {
  const seen = new Map<string, string>();
  return (value) => {
    const first = seen.get(value);
    if (first !== undefined) return first;
    seen.set(value, value);
    return value;
  };
}
