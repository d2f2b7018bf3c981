import { type TeamMember, TeamMemberSchema } from '@ailab/core/contract/applications/application.schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** The most team members an application lists (the contract's cap). */
const MAX_TEAM = 12;

/**
 * The team members of a draft: name, email, role and profile address each. A member is saved once it has a
 * name and a valid email; until then it waits on screen, marked as not saved yet.
 */
export function TeamEditor({ team, onChange }: { team: TeamMember[]; onChange(next: TeamMember[]): void }) {
  const { t } = useTranslation('applications');
  const set = (index: number, field: keyof TeamMember, value: string) =>
    onChange(team.map((member, at) => (at === index ? { ...member, [field]: value } : member)));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-ink">{t('web.team.title')}</legend>
      <p className="text-sm text-ink-muted">{t('web.team.hint')}</p>
      {team.length === 0 ? <p className="text-sm text-ink-muted">{t('web.team.empty')}</p> : null}
      <ol className="space-y-3">
        {team.map((member, index) => {
          const complete = TeamMemberSchema.safeParse(member).success;
          const position = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: members have no id and are edited in place
            <li key={index} className="space-y-2 rounded-md border border-line p-3">
              <div className="grid gap-2 sm:grid-cols-2">
                <TextField
                  label={t('web.team.name', { n: position })}
                  value={member.name}
                  autoComplete="off"
                  onChange={(event) => set(index, 'name', event.target.value)}
                />
                <TextField
                  label={t('web.team.email', { n: position })}
                  type="email"
                  autoComplete="off"
                  value={member.email}
                  onChange={(event) => set(index, 'email', event.target.value)}
                />
                <TextField
                  label={t('web.team.role', { n: position })}
                  value={member.role}
                  onChange={(event) => set(index, 'role', event.target.value)}
                />
                <TextField
                  label={t('web.team.url', { n: position })}
                  type="url"
                  placeholder="https://"
                  value={member.url ?? ''}
                  onChange={(event) => set(index, 'url', event.target.value)}
                />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs text-ink-muted">{complete ? '' : t('web.team.incomplete')}</span>
                <Button variant="danger-ghost" onClick={() => onChange(team.filter((_, at) => at !== index))}>
                  {t('web.team.remove', { n: position })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={team.length >= MAX_TEAM}
        onClick={() => onChange([...team, { name: '', email: '', role: '', url: '' }])}
      >
        {t('web.team.add')}
      </Button>
    </fieldset>
  );
}
