/** Which listing type a results route shows, from its path (/pg, /search_pg, /PG ...); null = every type. */
export function typeFromPath(pathname: string): string | null {
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  const type = segment.replace(/^search_/, '').toLowerCase();
  return ['pg', 'hostel', 'mess', 'room'].includes(type) ? type : null;
}

/** The breadcrumb label: the type in upper case, LIST when none. */
export function breadcrumbLabel(pathname: string): string {
  return typeFromPath(pathname)?.toUpperCase() ?? 'LIST';
}
