import { BlogBrowser } from '../features/content/components/blog-browser.tsx';

export default function BlogPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold text-plum-700 md:text-4xl">Blog</h1>
        <p className="mt-2 text-lg text-ink/75">Cuidados capilares, tratamentos e saúde do couro cabeludo, explicados pela nossa equipa.</p>
      </header>
      <BlogBrowser />
    </div>
  );
}
