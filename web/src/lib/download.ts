/** Hands the browser a URL to save under `fileName` (exports); nothing is uploaded anywhere. */
export function downloadUrl(fileName: string, url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
}

/** Saves text the page built (CSV exports) as a file. */
export function downloadFile(fileName: string, contents: string, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  downloadUrl(fileName, url);
  URL.revokeObjectURL(url);
}
