import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Every page of the site. Route files are thin: they load data and compose feature components. */
export default [
  index('routes/home.tsx'),
  route('set-language', 'routes/set-language.ts'),
  route('auth', 'routes/auth.tsx'),
  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
