import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Every page of the site. Route files are thin: they load data and compose feature components. */
export default [
  index('routes/home.tsx'),
  route('set-language', 'routes/set-language.ts'),
  route('auth', 'routes/auth.tsx'),
  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.ts'),
  route('doctors', 'routes/doctors.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('events', 'routes/events.tsx'),
  // The seven condition pages use the spec's paths ('skin&hair', ...); '&' also arrives as '%26'.
  route('treatments', 'routes/treatments.tsx', [index('routes/treatments-index.tsx'), route(':treatment', 'routes/treatment.tsx')]),
  route('services', 'routes/services.tsx', [index('routes/services-index.tsx'), route(':serviceId', 'routes/service.tsx')]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('blog', 'routes/blog.tsx'),
  route('blog/rss.xml', 'routes/blog-rss.ts'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('staff', 'routes/staff-layout.tsx', [
    index('routes/staff-index.tsx'),
    route('today', 'routes/staff-today.tsx'),
    route('consultations/:id', 'routes/staff-consultation.tsx'),
    route('doctors', 'routes/staff-doctors.tsx'),
    route('doctors/:id', 'routes/staff-doctor.tsx'),
    route('blog', 'routes/staff-blog.tsx'),
    route('blog/:id', 'routes/staff-blog-post.tsx'),
    route('messages', 'routes/staff-messages.tsx'),
    route('events', 'routes/staff-events.tsx'),
    route('feedback', 'routes/staff-feedback.tsx'),
    route('audit', 'routes/staff-audit.tsx'),
    route('team', 'routes/staff-team.tsx'),
  ]),
  route('staff/consultations/:id/print', 'routes/staff-prescription-print.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
