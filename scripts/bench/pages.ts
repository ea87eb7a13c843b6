export interface BenchPage {
  label: string;
  path: string;
}

async function firstSlug(baseUrl: string, apiPath: string): Promise<string> {
  const response = await fetch(`${baseUrl}${apiPath}`);
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
  const items = (await response.json()) as Array<{ slug?: string }>;
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`GET ${apiPath} returned no item with a slug`);
  return slug;
}

/** The pages measured: the fixed ones, plus the first project and the first post of the demo content. */
export async function benchmarkPages(baseUrl: string): Promise<BenchPage[]> {
  const [project, post] = await Promise.all([firstSlug(baseUrl, '/api/projects'), firstSlug(baseUrl, '/api/blog')]);
  return [
    { label: 'home', path: '/' },
    { label: 'portfolio', path: '/portfolio' },
    { label: 'project', path: `/projects/${encodeURIComponent(project)}` },
    { label: 'blog', path: '/blog' },
    { label: 'post', path: `/blog/${encodeURIComponent(post)}` },
    { label: 'about', path: '/about' },
    { label: 'contact', path: '/contact' },
  ];
}
