import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { courseListCells } from '../../services/course-service';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** The flags of `ailab course list`. */
export interface CourseListOptions extends ListFlags {
  search?: string;
  state?: 'draft' | 'published' | 'archived';
}

const COLUMNS = ['id', 'slug', 'state', 'enrolled', 'completion', 'units', 'title'] as const;

/** `ailab course list [--search q] [--state S] [--limit N | --all] [--json]`. */
export function newCourseListCommand(
  context: CommandContext,
  runF: (options: CourseListOptions, factory: Factory) => Promise<void> = runCourseList,
): Command {
  const { t } = context;
  const command = new Command('list')
    .alias('ls')
    .description(t('learning:cli.list.description'))
    .option('-s, --search <text>', t('learning:cli.list.search'))
    .addOption(
      new Option('--state <state>', t('learning:cli.list.state')).choices(['draft', 'published', 'archived']),
    );
  return addListOptions(readsFrom(command, 'adminCourses', 'listing'), t).action(
    (options: CourseListOptions) => runF(options, context.factory()),
  );
}

/** Every course for administrators, newest change first: a table, TSV when piped, the page with --json. */
export async function runCourseList(options: CourseListOptions, f: Factory): Promise<void> {
  const paging = listPagesOptions(options, f.t);
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(
    api.adminCourses.listing,
    {
      ...(options.search ? { query: options.search } : {}),
      ...(options.state ? { state: options.state } : {}),
      sort: '-updated_at',
    },
    paging,
  );
  printList(
    f,
    page,
    COLUMNS.map((key, index) => ({
      header: f.t(`learning:cli.list.columns.${key}`),
      value: (course) => courseListCells(course)[index],
    })),
  );
}
