import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('routes/site/site-layout.tsx', [
    index('routes/site/home.tsx'),
    route('portfolio', 'routes/site/portfolio.tsx'),
    route('about', 'routes/site/about.tsx'),
    route('blog', 'routes/site/blog.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
