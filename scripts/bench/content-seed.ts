/**
 * The admin lists at a large studio's size (issue: 1,000 projects, 2,000 posts): the demo studio's
 * rows copied in bulk (INSERT … SELECT generate_series), so texts have real lengths and every
 * picture is a real media row (the demo's, shared: galleries and featured images reference media
 * by id, as uploads do). Categories and styles are the active option lists' values (D1).
 */
type Handle = import('../../server/platform/db/client.ts').DatabaseHandle;

export const PROJECT_COUNT = 1_000;
export const POST_COUNT = 2_000;
/** pictures per added project: the demo's galleries have three to five */
const GALLERY_SIZE = 4;

export async function seedContent(handle: Handle, projects = PROJECT_COUNT, posts = POST_COUNT): Promise<void> {
  const run = (text: string) => handle.executeSql(text);
  const existing = async (table: string) =>
    Number((await run(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0);
  const addProjects = projects - (await existing('projects'));
  const addPosts = posts - (await existing('blog_posts'));
  if (addProjects > 0) {
    await run(`
      with demo as (select array_agg(description order by id) d, array_agg(location order by id) l from projects),
           cat as (select array_agg(value order by sort_order, id) v from form_options where field_type = 'projectCategory' and active),
           sty as (select array_agg(value order by sort_order, id) v from form_options where field_type = 'projectStyle' and active),
           base as (select coalesce(max(sort_order), 0) s from projects)
      insert into projects (slug, title, description, location, category, style, tags, featured, in_lookbook,
                            published, sort_order, created_at, updated_at)
      select 'bench-project-' || g,
             (array['Limewash','Walnut','Terrazzo','Oak','Linen','Brass','Slate','Cedar'])[1 + g % 8] || ' ' ||
               (array['living room','kitchen','loft','bedroom','bathroom','studio'])[1 + g % 6] || ' no. ' || g,
             demo.d[1 + g % array_length(demo.d, 1)],
             demo.l[1 + g % array_length(demo.l, 1)],
             cat.v[1 + g % array_length(cat.v, 1)],
             sty.v[1 + g % array_length(sty.v, 1)],
             array['bench', (array['warm','calm','bold','light'])[1 + g % 4]],
             g % 50 = 0, g % 20 = 0, true, base.s + g,
             now() - g * interval '8 hours', now() - g * interval '8 hours'
      from generate_series(1, ${addProjects}) g, demo, cat, sty, base`);
    await run(`
      with m as (select array_agg(id order by created_at, id) ids from media)
      insert into project_images (project_id, media_id, alt, position, in_banner)
      select p.id, m.ids[1 + (p.id * ${GALLERY_SIZE} + k) % array_length(m.ids, 1)], p.title || ', view ' || (k + 1), k, false
      from projects p cross join generate_series(0, ${GALLERY_SIZE - 1}) k, m
      where p.slug like 'bench-project-%'`);
  }
  if (addPosts > 0) {
    // Four in five published (dated in the past), one in ten a draft, one in ten scheduled ahead (D24).
    await run(`
      with demo as (select array_agg(content order by id) c, array_agg(excerpt order by id) e from blog_posts),
           cat as (select array_agg(value order by sort_order, id) v from form_options where field_type = 'blogCategory' and active),
           m as (select array_agg(id order by created_at, id) ids from media)
      insert into blog_posts (slug, title, excerpt, content, category, tags, featured_image_id, featured_image_alt,
                              status, published_at, featured, sort_order, created_at, updated_at)
      select 'bench-post-' || g,
             (array['How to','Why we','Notes on','A guide to','What we learned from'])[1 + g % 5] || ' ' ||
               (array['layering light','small kitchens','limewash','rugs','north-facing rooms','storage'])[1 + g % 6] || ' (' || g || ')',
             demo.e[1 + g % array_length(demo.e, 1)],
             demo.c[1 + g % array_length(demo.c, 1)],
             cat.v[1 + g % array_length(cat.v, 1)],
             array['bench'],
             case when g % 7 = 0 then null else m.ids[1 + g % array_length(m.ids, 1)] end,
             '',
             case when g % 10 = 1 then 'draft' when g % 10 = 2 then 'scheduled' else 'published' end,
             case when g % 10 = 1 then null
                  when g % 10 = 2 then now() + (g % 90 + 1) * interval '1 day'
                  else now() - g * interval '4 hours' end,
             g % 100 = 0, 0,
             now() - g * interval '4 hours', now() - g * interval '4 hours'
      from generate_series(1, ${addPosts}) g, demo, cat, m`);
  }
  await run('vacuum analyze');
}
