import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CONTENT_IMAGES_FOLDER, IMAGE_UPLOAD_MAX_BYTES } from '../../schema/index.js';
import { recordAudit } from './audit.js';
import { uploadUses } from './content/photo-uses.js';
import type { Publisher } from './content/publisher.js';
import { keepUpload, removeUpload, uploadsIn, uploadThumbnail } from './content/upload-image.js';
import type { StaffContentOptions, StaffContext } from './context.js';
import type { ContentPages } from './entry-routes.js';
import { ImageList } from './view/ImageList.js';
import { ADMIN_IMAGES, ADMIN_MEDIA, Nav } from './view/Nav.js';
import { staffTranslator } from './view/texts.js';

// /admin/images/ (issue 45): a photo added for the articles (content/upload-image.ts makes it safe
// and its variants), the photos kept, and each one's small variant for the staff to recognise it; a
// photo used nowhere can be deleted (a person's face uploaded by mistake must be able to go).

/** A photo variant's path in the media folder (pipeline/images/media-store.ts): nothing else is served. */
const VARIANT = /^[0-9a-f]{2}\/[0-9a-f]{64}\/[a-z0-9-]+\.(webp|jpg)$/;
const MESSAGES = ['added', 'removed', 'inUse', 'type', 'unreadable', 'busy', 'tooLarge', 'missing'] as const;
type Message = (typeof MESSAGES)[number];

export async function imageRoutes(
  admin: FastifyInstance,
  ctx: StaffContext,
  place: StaffContentOptions,
  pages: ContentPages,
  publisher: Publisher | undefined,
) {
  await admin.register(multipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  admin.get<{ Querystring: { message?: string; detected?: string } }>(ADMIN_IMAGES, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const shown = MESSAGES.find((m) => m === request.query.message);
    const megabytes = IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024;
    const text = (m: Message) =>
      m === 'added' || m === 'removed'
        ? t(`images.${m}`)
        : m === 'type'
          ? t('images.refused.type', { detected: request.query.detected?.slice(0, 60) || t('images.refused.unknown') })
          : t(`images.refused.${m}`, { megabytes });
    const notice = shown === 'added' || shown === 'removed';
    const message = shown && { text: text(shown), kind: notice ? ('notice' as const) : ('error' as const) };
    const uses = await uploadUses(place.dir);
    return pages.page(
      reply,
      200,
      member,
      t('images.heading'),
      <>
        <Nav t={t} current="images" admin={member.role === 'admin'} />
        <ImageList
          t={t}
          images={(await uploadsIn(place.dir)).map((file) => ({ file, usedIn: uses.get(file) ?? [] }))}
          message={message}
        />
      </>,
    );
  });

  admin.post(ADMIN_IMAGES, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const back = (message: Message, detected?: string) =>
      reply
        .code(303)
        .redirect(`${ADMIN_IMAGES}?message=${message}${detected ? `&detected=${encodeURIComponent(detected)}` : ''}`);
    if (!request.isMultipart()) return back('missing');
    const part = await request.file();
    if (!part) return back('missing');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      // The stream stopped at the bound: nothing of it is kept.
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return back('tooLarge');
      throw error;
    }
    if (bytes.length === 0) return back('missing');
    const outcome = await keepUpload(place, bytes);
    if (!outcome.ok) return back(outcome.reason, outcome.reason === 'type' ? outcome.detected : undefined);
    await recordAudit(ctx.db, {
      actor: member.email,
      action: 'image-uploaded',
      subject: outcome.file,
      detail: { file: outcome.file, width: outcome.width, height: outcome.height },
    });
    return back('added');
  });

  // A photo used nowhere, deleted with its variants; the site is built again without them.
  admin.post<{ Params: { name: string } }>(`${ADMIN_IMAGES}:name/delete`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const back = (message: Message) => reply.code(303).redirect(`${ADMIN_IMAGES}?message=${message}`);
    const file = `${CONTENT_IMAGES_FOLDER}/${request.params.name}`;
    if ((await uploadUses(place.dir)).has(file)) return back('inUse');
    const outcome = await removeUpload(place, request.params.name);
    if (outcome !== 'removed') return back(outcome);
    await recordAudit(ctx.db, { actor: member.email, action: 'image-removed', subject: file, detail: { file } });
    publisher?.publish();
    return back('removed');
  });

  // A variant as the site's /media/ serves it once built: a preview shows the photos before that.
  admin.get<{ Params: { '*': string } }>(`${ADMIN_MEDIA}*`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const path = request.params['*'];
    const match = VARIANT.exec(path);
    const bytes = match ? await readFile(join(place.media, path)).catch(() => undefined) : undefined;
    if (!match || !bytes) return reply.code(404).type('text/plain; charset=utf-8').send('');
    return reply.type(match[1] === 'webp' ? 'image/webp' : 'image/jpeg').send(bytes);
  });

  admin.get<{ Params: { name: string } }>(`${ADMIN_IMAGES}:name`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const thumbnail = await uploadThumbnail(place, request.params.name);
    if (!thumbnail) return reply.code(404).type('text/plain; charset=utf-8').send('');
    return reply.type('image/webp').send(thumbnail);
  });
}
