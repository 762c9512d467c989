import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Language, PAGE_PATHS, type PageKey } from '../../schema/index.js';
import type { StaffMember } from './accounts.js';
import { readContent } from './content/content-files.js';
import type { Publisher } from './content/publisher.js';
import { type ContentPlace, saveContent } from './content/save.js';
import { homeBannerPhotos, menuPlaces, settingsFieldOf, settingsFields, settingsFromFields } from './content/settings-form.js';
import { uploadsIn } from './content/upload-image.js';
import type { StaffContentOptions, StaffContext } from './context.js';
import type { ContentPages } from './entry-routes.js';
import type { FormAgain } from './entry-save.js';
import { formFields, issueMessages } from './form-post.js';
import { previewLanguage, previewReply } from './preview-reply.js';
import { savedMessage, type VersionedFile, versionRoutes } from './version-routes.js';
import { ADMIN_SETTINGS, Nav } from './view/Nav.js';
import { SettingsForm } from './view/SettingsForm.js';
import { staffTranslator } from './view/texts.js';

// /admin/settings/ (issue 45, an admin's): site.json's top bar, footer, colours, home banner and
// languages, saved as the content is (on the version shown, checked — a language is enabled only
// once every text of the content has it —, kept, in the audit log) and published. An editor gets
// a page that says whose it is, and a save of theirs is refused.

const SETTINGS: VersionedFile = {
  file: 'site.json',
  base: ADMIN_SETTINGS,
  current: 'settings',
  name: 'nav.settings',
  adminOnly: true,
};
type Raw = Record<string, unknown>;

/** The photos the home banner may show: those it shows, in their order, then the uploads. */
async function bannerPhotos(place: ContentPlace, config: Raw): Promise<string[] | undefined> {
  const shown = homeBannerPhotos(config);
  return shown && [...new Set([...shown, ...(await uploadsIn(place.dir))])];
}

export function settingsRoutes(
  admin: FastifyInstance,
  ctx: StaffContext,
  place: StaffContentOptions,
  publisher: Publisher | undefined,
  pages: ContentPages,
) {
  const settingsPage = async (reply: FastifyReply, status: number, member: StaffMember, extra: Partial<FormAgain> = {}) => {
    const t = staffTranslator(member.language);
    const nav = <Nav t={t} current="settings" admin={member.role === 'admin'} />;
    if (member.role !== 'admin')
      return pages.page(
        reply,
        403,
        member,
        t('settings.heading'),
        <>
          {nav}
          <p className="error" role="alert">
            {t('settings.adminOnly')}
          </p>
        </>,
      );
    const onDisk = await readContent(place.dir, SETTINGS.file);
    const config = (onDisk.value ?? {}) as Raw;
    const footer = (config.frame as { footer?: unknown[] } | undefined)?.footer;
    const form = (
      <SettingsForm
        t={t}
        action={ADMIN_SETTINGS}
        languages={place.languages}
        fields={extra.fields ?? settingsFields(config, place.languages)}
        footerColumns={Array.isArray(footer) ? footer.length : 0}
        menuItems={menuPlaces(config).map(({ place, item }) => ({
          place,
          leadsTo:
            typeof item.page === 'string'
              ? (PAGE_PATHS[item.page as PageKey]?.[member.language] ?? item.page)
              : String(item.redirectUrl ?? ''),
        }))}
        photos={await bannerPhotos(place, config)}
        version={extra.version ?? onDisk.digest}
        errors={extra.errors ?? {}}
        message={extra.message}
      />
    );
    return pages.page(
      reply,
      status,
      member,
      t('settings.heading'),
      <>
        {nav}
        <p>{t('settings.intro')}</p>
        {form}
        <p>
          <a href={`${ADMIN_SETTINGS}versions`}>{t('settings.versions')}</a>
        </p>
      </>,
      extra.message?.refresh ? 2 : undefined,
    );
  };

  admin.get<{ Querystring: { published?: string; saved?: string } }>(ADMIN_SETTINGS, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    return settingsPage(reply, 200, member, { message: savedMessage(publisher, t, request.query, member) });
  });

  versionRoutes(admin, ctx, place, publisher, pages, SETTINGS);

  // The form as it stands, the home page rendered as a visitor would see it in one language; nothing saved.
  admin.post<{ Querystring: { language?: string } }>(`${ADMIN_SETTINGS}preview`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const asking = { content: place, pages, member, language: previewLanguage(place, request.query.language) };
    if (member.role !== 'admin')
      return previewReply(reply, asking, { refused: staffTranslator(member.language)('settings.adminOnly') });
    const onDisk = ((await readContent(place.dir, SETTINGS.file)).value ?? {}) as Raw;
    const photos = (await bannerPhotos(place, onDisk)) ?? [];
    const draft = settingsFromFields(formFields(request.body), onDisk, place.languages, photos);
    // In a language the draft no longer has, its first one's home page.
    const enabled = ((draft.languages as { enabled?: Language[] }).enabled ?? []) as Language[];
    return previewReply(reply, asking, {
      file: SETTINGS.file,
      draft,
      url: (shown) => PAGE_PATHS.home[enabled.includes(shown) ? shown : (enabled[0] ?? shown)],
    });
  });

  admin.post(ADMIN_SETTINGS, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    if (member.role !== 'admin') return settingsPage(reply, 403, member);
    const t = staffTranslator(member.language);
    const fields = formFields(request.body);
    const languages = place.languages;
    const onDisk = await readContent(place.dir, SETTINGS.file);
    const photos = (await bannerPhotos(place, (onDisk.value ?? {}) as Raw)) ?? [];
    const outcome = await saveContent(place, ctx.commits, {
      file: SETTINGS.file,
      openedOn: fields.version ?? '',
      actor: member.email,
      summary: 'settings',
      change: (value) => settingsFromFields(fields, (value ?? {}) as Raw, languages, photos),
    });
    if (!outcome.ok && outcome.reason === 'stale')
      return settingsPage(reply, 409, member, { fields, message: { text: t('save.stale'), kind: 'error' } });
    if (!outcome.ok) {
      const untranslated = outcome.issues.filter((issue) => issue.code === 'languages');
      const { errors, others } = issueMessages(
        t,
        outcome.issues.filter((issue) => issue.code !== 'languages'),
        settingsFieldOf,
      );
      if (untranslated.length > 0)
        errors.languages = t('settings.untranslated', {
          count: untranslated.length,
          where: untranslated
            .slice(0, 3)
            .map((issue) => issue.message)
            .join('; '),
        });
      const text = others.length > 0 ? t('save.other', { detail: others.join('; ') }) : t('save.invalid');
      return settingsPage(reply, 400, member, { fields, version: fields.version, errors, message: { text, kind: 'error' } });
    }
    const n = publisher?.publish();
    return reply.code(303).redirect(`${ADMIN_SETTINGS}?${n === undefined ? 'saved' : `published=${n}`}`);
  });
}
