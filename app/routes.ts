import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Public routes of spec section 2 under the public layout (header and footer); admin routes under /admin.
export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('blog', 'routes/public/blog.tsx'),
    route('blog/:id', 'routes/public/blog-post.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('gallery', 'routes/public/gallery.tsx'),
    route('resource/transports', 'routes/public/resource-gallery.tsx', { id: 'resource-transports' }),
    route('resource/library', 'routes/public/resource-gallery.tsx', { id: 'resource-library' }),
    route('resource/computer-lab', 'routes/public/resource-gallery.tsx', { id: 'resource-computer-lab' }),
    route('schooldetails/:id?', 'routes/public/school-details.tsx'),
    route('PartnerClientView', 'routes/public/partner.tsx'),
    route('resource/JoiningForm', 'routes/public/documents.tsx', { id: 'documents-joining' }),
    route('resource/curriculum', 'routes/public/documents.tsx', { id: 'documents-curriculum' }),
    route('loginPage', 'routes/public/login-page.tsx'),
    route('reset-password', 'routes/public/reset-password.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('add-teacher', 'routes/admin/users.tsx'),
    route('blog', 'routes/admin/blog.tsx'),
    route('add-gallery', 'routes/admin/gallery.tsx'),
    route('HeaderImageForm', 'routes/admin/headers.tsx'),
    route('AdminSchoolDetails', 'routes/admin/school-details.tsx'),
    route('Documents', 'routes/admin/documents.tsx'),
    route('DirectorMessage', 'routes/admin/director-message.tsx'),
    route('PartnerAdmin', 'routes/admin/partner.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('trash', 'routes/admin/trash.tsx'),
    route('password', 'routes/admin/password.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  // Resource routes for crawlers and feed readers (app/routes/seo).
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('rss.xml', 'routes/seo/rss.ts'),
] satisfies RouteConfig;
