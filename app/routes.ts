import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  layout('routes/site/site-layout.tsx', [
    index('routes/site/home.tsx'),
    route('portfolio', 'routes/site/portfolio.tsx'),
    route('projects/:slug', 'routes/site/project.tsx'),
    route('about', 'routes/site/about.tsx'),
    route('blog', 'routes/site/blog.tsx'),
    route('blog/:slug', 'routes/site/blog-post.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    route('unsubscribe', 'routes/site/unsubscribe.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
