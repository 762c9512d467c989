import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MenuItem, SiteConfig } from '../../schema/index.js';
import { readContent } from './content/content-files.js';
import type { Publisher } from './content/publisher.js';
import { type ContentPlace, saveContent } from './content/save.js';
import type { StaffContext } from './context.js';
import type { ContentPages } from './entry-routes.js';
import { MenuOrder } from './view/MenuOrder.js';
import { ADMIN_MENU, Nav } from './view/Nav.js';
import { staffTranslator } from './view/texts.js';

// /admin/menu (issue 45): the site's menu (site.json's frame.menu) in its order, an item moved up or
// down, saved as the content is (on the version shown, checked, kept, in the audit log) and
// published. An admin's only: an editor gets a page that says so, and a move of theirs is refused.

const FILE = 'site.json';
const moveSchema = z.object({ version: z.string(), item: z.coerce.number().int().min(0), direction: z.enum(['up', 'down']) });

const menuOf = (value: unknown): MenuItem[] =>
  ((value as Partial<SiteConfig> | undefined)?.frame?.menu as MenuItem[] | undefined) ?? [];

export function menuRoutes(
  admin: FastifyInstance,
  ctx: StaffContext,
  place: ContentPlace,
  publisher: Publisher | undefined,
  pages: ContentPages,
) {
  const menuPage = async (
    reply: Parameters<ContentPages['page']>[0],
    status: number,
    member: NonNullable<Awaited<ReturnType<ContentPages['member']>>>,
    error?: string,
  ) => {
    const t = staffTranslator(member.language);
    const nav = <Nav t={t} current="menu" admin={member.role === 'admin'} />;
    if (member.role !== 'admin')
      return pages.page(
        reply,
        403,
        member,
        t('menu.heading'),
        <>
          {nav}
          <p className="error" role="alert">
            {t('menu.adminOnly')}
          </p>
        </>,
      );
    const onDisk = await readContent(place.dir, FILE);
    const order = (
      <MenuOrder t={t} items={menuOf(onDisk.value)} language={member.language} version={onDisk.digest} error={error} />
    );
    return pages.page(
      reply,
      status,
      member,
      t('menu.heading'),
      <>
        {nav}
        {order}
      </>,
    );
  };

  admin.get(ADMIN_MENU, async (request, reply) => {
    const member = await pages.member(request, reply);
    return member ? menuPage(reply, 200, member) : reply;
  });

  admin.post(ADMIN_MENU, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    if (member.role !== 'admin') return menuPage(reply, 403, member);
    const t = staffTranslator(member.language);
    const move = moveSchema.safeParse(request.body);
    if (!move.success) return reply.code(303).redirect(ADMIN_MENU);
    const { item, direction } = move.data;
    let moved = '';
    const outcome = await saveContent(place, ctx.commits, {
      file: FILE,
      openedOn: move.data.version,
      actor: member.email,
      change: (value) => {
        const config = value as { frame: { menu: MenuItem[] } };
        const menu = [...config.frame.menu];
        const other = direction === 'up' ? item - 1 : item + 1;
        if (!menu[item] || !menu[other]) return value;
        [menu[item], menu[other]] = [menu[other], menu[item]];
        moved = (menu[other] as MenuItem).page ?? (menu[other] as MenuItem).redirectUrl ?? '';
        return { ...config, frame: { ...config.frame, menu } };
      },
      summary: () => `menu: ${moved} ${direction}`,
    });
    if (!outcome.ok && outcome.reason === 'stale') return menuPage(reply, 409, member, t('save.stale'));
    if (!outcome.ok)
      return menuPage(reply, 400, member, t('save.other', { detail: outcome.issues.map((i) => i.message).join('; ') }));
    publisher?.publish();
    return reply.code(303).redirect(ADMIN_MENU);
  });
}
