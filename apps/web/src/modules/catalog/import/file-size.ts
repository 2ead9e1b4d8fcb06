/** A file size for people: bytes, KB or MB with at most one decimal, in the interface language. */
export function formatFileSize(bytes: number, language: string): string {
  const number = (n: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${number(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / 1024 / 1024)} MB`;
}
