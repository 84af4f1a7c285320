import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Every page of the site. Route files are thin: they load data and compose feature components. */
export default [
  index('routes/home.tsx'),
  route('set-language', 'routes/set-language.ts'),
  route('doctors', 'routes/doctors.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('events', 'routes/events.tsx'),
  // The seven condition pages use the spec's paths ('skin&hair', ...); '&' also arrives as '%26'.
  route('treatments', 'routes/treatments.tsx', [index('routes/treatments-index.tsx'), route(':treatment', 'routes/treatment.tsx')]),
  route('services', 'routes/services.tsx', [index('routes/services-index.tsx'), route(':serviceId', 'routes/service.tsx')]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('consultation/:id', 'routes/track-consultation.tsx', { id: 'routes/consultation-by-id' }),
  route('track_consultation', 'routes/track-consultation.tsx'),
  route('appointments', 'routes/appointments.tsx'),
  route('history', 'routes/history.tsx'),
  route('feedback/:id', 'routes/feedback.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.ts'),
  route('book-consultation', 'routes/book-consultation.tsx'),
  route('payment/:contactNote', 'routes/payment.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/rss.xml', 'routes/blog-rss.ts'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
