// A form's attached files (the job contact's CV, FileField): each as { name, type, size, data }
// with the bytes base64-encoded, the shape the schema checks (schema/forms/kinds.ts jobContact).

interface Attached {
  name: string;
  type: string;
  size: number;
  data: string;
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // A data: URL; the part after the comma is the base64 of the bytes.
    reader.onload = () => resolve(String(reader.result).replace(/^[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The chosen files by field name. A file over the schema's limit is described but not read: its
 * size alone gets the message, and a large file never fills the page's memory.
 */
export async function attachedFiles(form: HTMLFormElement, maxBytes: number): Promise<Record<string, Attached>> {
  const files: Record<string, Attached> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"][data-file]')) {
    const file = input.files?.[0];
    if (!file || input.closest('[data-field][hidden]')) continue;
    files[input.name] = {
      name: file.name,
      type: file.type,
      size: file.size,
      data: file.size <= maxBytes ? await base64Of(file) : '',
    };
  }
  return files;
}
