import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Language, type MenuItem, PAGE_PATHS, type PageKey, type SiteConfig } from '../../schema/index.js';
import type { StaffMember } from './accounts.js';
import { readContent } from './content/content-files.js';
import {
  type PageTexts,
  pageFieldOf,
  pageMissingLanguages,
  pageTextFields,
  pageTextsFromFields,
} from './content/page-texts-form.js';
import type { Publisher } from './content/publisher.js';
import { type ContentPlace, saveContent } from './content/save.js';
import type { StaffContentOptions, StaffContext } from './context.js';
import type { ContentPages } from './entry-routes.js';
import type { FormAgain } from './entry-save.js';
import { formFields, issueMessages } from './form-post.js';
import { previewLanguage, previewReply } from './preview-reply.js';
import { savedMessage, type VersionedFile, versionRoutes } from './version-routes.js';
import { ADMIN_PAGES, Nav } from './view/Nav.js';
import { PageList } from './view/PageList.js';
import { PageTextsForm } from './view/PageTextsForm.js';
import { staffTranslator } from './view/texts.js';

// /admin/pages/ (issue 45, an editor's): the texts of the pages content/pages.json configures (the
// services page's, the team page's…) and of their modules, saved as an article is (on the version
// shown, checked, kept, published). What a module is and where it sits stays the developer's.

const PAGES: VersionedFile = { file: 'pages.json', base: ADMIN_PAGES, current: 'pages', name: 'nav.pages' };

const pagesOf = (value: unknown) =>
  Object.entries((value ?? {}) as Record<string, PageTexts>).filter((entry): entry is [PageKey, PageTexts] =>
    Object.hasOwn(PAGE_PATHS, entry[0]),
  );

/** The pages' names in `language` as the site's menu gives them (site.json), for the staff to know them by. */
async function pageNames(place: ContentPlace, language: Language): Promise<Partial<Record<PageKey, string>>> {
  const names: Partial<Record<PageKey, string>> = {};
  const walk = (items: readonly MenuItem[] | undefined) => {
    for (const item of items ?? []) {
      const title = item.title?.[language];
      if (item.page && title) names[item.page] ??= title;
      walk(item.childMenus);
    }
  };
  walk(((await readContent(place.dir, 'site.json')).value as Partial<SiteConfig> | undefined)?.frame?.menu);
  return names;
}

export function pageRoutes(
  admin: FastifyInstance,
  ctx: StaffContext,
  place: StaffContentOptions,
  publisher: Publisher | undefined,
  pages: ContentPages,
) {
  const withNav = (member: StaffMember, body: React.ReactNode) => (
    <>
      <Nav t={staffTranslator(member.language)} current="pages" admin={member.role === 'admin'} />
      {body}
    </>
  );

  const formPage = async (
    reply: FastifyReply,
    status: number,
    member: StaffMember,
    key: PageKey,
    extra: Partial<FormAgain> = {},
  ) => {
    const t = staffTranslator(member.language);
    const onDisk = await readContent(place.dir, PAGES.file);
    const page = pagesOf(onDisk.value).find(([k]) => k === key)?.[1];
    if (!page) return reply.code(303).redirect(ADMIN_PAGES);
    const form = (
      <PageTextsForm
        t={t}
        action={`${ADMIN_PAGES}${key}`}
        languages={place.languages}
        modules={(page.modules ?? []).map((module) => module.id)}
        fields={extra.fields ?? pageTextFields(page, place.languages)}
        version={extra.version ?? onDisk.digest}
        errors={extra.errors ?? {}}
        message={extra.message}
      />
    );
    const path = PAGE_PATHS[key][member.language];
    const heading = t('pages.heading.edit', { page: (await pageNames(place, member.language))[key] ?? path });
    return pages.page(reply, status, member, heading, withNav(member, form), extra.message?.refresh ? 2 : undefined);
  };

  const pageKeyOf = (key: string) => (Object.hasOwn(PAGE_PATHS, key) ? (key as PageKey) : undefined);

  admin.get(ADMIN_PAGES, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const names = await pageNames(place, member.language);
    const listed = pagesOf((await readContent(place.dir, PAGES.file)).value).map(([key, page]) => ({
      key,
      name: names[key],
      missing: pageMissingLanguages(page, place.languages),
    }));
    return pages.page(
      reply,
      200,
      member,
      t('pages.heading'),
      withNav(member, <PageList t={t} pages={listed} language={member.language} />),
    );
  });

  versionRoutes(admin, ctx, place, publisher, pages, PAGES);

  admin.get<{ Params: { key: string }; Querystring: { published?: string; saved?: string } }>(
    `${ADMIN_PAGES}:key`,
    async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const key = pageKeyOf(request.params.key);
      if (!key) return reply.code(303).redirect(ADMIN_PAGES);
      const t = staffTranslator(member.language);
      return formPage(reply, 200, member, key, { message: savedMessage(publisher, t, request.query, member) });
    },
  );

  // The form as it stands, its page rendered as a visitor would see it in one language; nothing saved.
  admin.post<{ Params: { key: string }; Querystring: { language?: string } }>(
    `${ADMIN_PAGES}:key/preview`,
    async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const key = pageKeyOf(request.params.key);
      const language = previewLanguage(place, request.query.language);
      const asking = { content: place, pages, member, language };
      const file = ((await readContent(place.dir, PAGES.file)).value ?? {}) as Record<string, PageTexts>;
      const before = key && Object.hasOwn(file, key) ? file[key] : undefined;
      if (!key || !before) return previewReply(reply, asking, { refused: request.params.key });
      const draft = { ...file, [key]: pageTextsFromFields(formFields(request.body), before, place.languages) };
      return previewReply(reply, asking, { file: PAGES.file, draft, url: (shown) => PAGE_PATHS[key][shown] });
    },
  );

  admin.post<{ Params: { key: string } }>(`${ADMIN_PAGES}:key`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const key = pageKeyOf(request.params.key);
    if (!key) return reply.code(303).redirect(ADMIN_PAGES);
    const t = staffTranslator(member.language);
    const fields = formFields(request.body);
    let found = true;
    const outcome = await saveContent(place, ctx.commits, {
      file: PAGES.file,
      openedOn: fields.version ?? '',
      actor: member.email,
      summary: key,
      change: (value) => {
        const file = (value ?? {}) as Record<string, PageTexts>;
        const before = Object.hasOwn(file, key) ? file[key] : undefined;
        found = before !== undefined;
        return before ? { ...file, [key]: pageTextsFromFields(fields, before, place.languages) } : value;
      },
    });
    if (!found) return reply.code(303).redirect(ADMIN_PAGES);
    if (!outcome.ok && outcome.reason === 'stale')
      return formPage(reply, 409, member, key, { fields, message: { text: t('save.stale'), kind: 'error' } });
    if (!outcome.ok) {
      const { errors, others } = issueMessages(t, outcome.issues, (issue) => pageFieldOf(issue, key));
      const text = others.length > 0 ? t('save.other', { detail: others.join('; ') }) : t('save.invalid');
      return formPage(reply, 400, member, key, { fields, version: fields.version, errors, message: { text, kind: 'error' } });
    }
    const n = publisher?.publish();
    return reply.code(303).redirect(`${ADMIN_PAGES}${key}?${n === undefined ? 'saved' : `published=${n}`}`);
  });
}
