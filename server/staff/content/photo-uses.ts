import { CONTENT_FILES, CONTENT_IMAGES_FOLDER } from '../../../schema/index.js';
import { type EditableFile, readContent } from './content-files.js';

// Where each upload of /admin/images/ is used: an article's photo or a photo in its text, an
// office's text, a banner or a share image of site.json. Any text of those files that is an
// upload's path counts (a developer's edit too), so a photo in use is never deleted.

const FILES: readonly EditableFile[] = [...CONTENT_FILES, 'site.json'];

/** The files that name each upload, by the upload's path (images/uploads/….jpg). */
export async function uploadUses(dir: string): Promise<Map<string, EditableFile[]>> {
  const uses = new Map<string, EditableFile[]>();
  const walk = (value: unknown, file: EditableFile): void => {
    if (typeof value === 'string') {
      if (value.startsWith(`${CONTENT_IMAGES_FOLDER}/`) && !uses.get(value)?.includes(file))
        uses.set(value, [...(uses.get(value) ?? []), file]);
    } else if (Array.isArray(value)) for (const item of value) walk(item, file);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item, file);
  };
  for (const file of FILES) walk((await readContent(dir, file)).value, file);
  return uses;
}
