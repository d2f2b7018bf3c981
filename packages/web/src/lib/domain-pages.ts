/**
 * One page a domain adds to the app. A domain lists its pages in `features/<domain>/<domain>.pages.ts`
 * (plain data, part of the route table) and their screens in `<domain>.screens.ts` (lazy chunks, loaded
 * through app/routes/domain-screens.ts); the app finds both files by their names (app/routes/domain-pages.ts and
 * domain-screens.ts), so a domain's pages join with no line outside its folder.
 */
export interface DomainPage<Screen extends string = string> {
  /** 'area': below both /ailab and /admin (menu paths resolve below either); 'public': in the public header. */
  where: 'area' | 'public';
  /** The path below the area, or below `/` for a public page, in react-router's syntax. */
  path: string;
  /** The key of the screen in the domain's screens list. */
  screen: Screen;
}
