import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  // The admin (D15, D22): client-rendered screens under one layout, one address per tab.
  route('admin-login', 'routes/admin/admin-login-redirect.ts'),
  layout('routes/admin/admin-layout.tsx', [
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin', 'routes/admin/dashboard.tsx', [
      index('routes/admin/overview.tsx'),
      // Issue 30: the public site's visits, goals and page speed (docs/analytics.md).
      route('analytics', 'routes/admin/analytics.tsx'),
      route('projects', 'routes/admin/projects.tsx'),
      route('blog', 'routes/admin/blog.tsx'),
      // Issue 29: a post is written on its own page ('new', or the post's id).
      route('blog/:id', 'routes/admin/blog-post.tsx'),
      route('testimonials', 'routes/admin/testimonials.tsx'),
      route('lookbook', 'routes/admin/lookbook.tsx'),
      route('media', 'routes/admin/media.tsx'),
      route('form-options', 'routes/admin/form-options.tsx'),
      route('email-sequences', 'routes/admin/email-sequences.tsx'),
      route('leads', 'routes/admin/leads.tsx'),
      route('leads/:id', 'routes/admin/lead.tsx'),
      route('bookings', 'routes/admin/bookings.tsx'),
      route('pipeline', 'routes/admin/pipeline.tsx'),
      route('email-setup', 'routes/admin/email-setup.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('studio', 'routes/admin/studio.tsx'),
      route('account', 'routes/admin/account.tsx'),
    ]),
  ]),
  layout('routes/site/site-layout.tsx', [
    index('routes/site/home.tsx'),
    route('portfolio', 'routes/site/portfolio.tsx'),
    route('projects/:slug', 'routes/site/project.tsx'),
    route('about', 'routes/site/about.tsx'),
    route('blog', 'routes/site/blog.tsx'),
    route('blog/:slug', 'routes/site/blog-post.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    route('unsubscribe', 'routes/site/unsubscribe.tsx'),
    // Online booking (issue 27): the types, a type's times and form, and the signed links' pages.
    route('book', 'routes/site/book.tsx'),
    route('book/:type', 'routes/site/book-type.tsx'),
    route('book/confirmed/:token', 'routes/site/book-confirmed.tsx'),
    route('book/manage/:token', 'routes/site/book-manage.tsx'),
    // Issue 29: a preview link of an unpublished post or project (docs/preview-links.md).
    route('preview/:token', 'routes/site/preview.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
