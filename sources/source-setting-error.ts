/**
 * Thrown when a configured source lacks what it needs; the message says what to set. Apart from
 * sources/index.ts, which loads every vendor: the CLI's error handling, which every command loads,
 * needs the class alone.
 */
export class SourceSettingError extends Error {
  override name = 'SourceSettingError';
}
