import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Every page of the site. Route files are thin: they load data and compose feature components. */
export default [
  index('routes/home.tsx'),
  route('set-language', 'routes/set-language.ts'),
  route('auth', 'routes/auth.tsx'),
  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.ts'),
  route('blog', 'routes/blog.tsx'),
  route('blog/rss.xml', 'routes/blog-rss.ts'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
