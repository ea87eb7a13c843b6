import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentListsApi } from '#shared/api/addresses/content.ts';
import { Field } from '../../../components/ui/field.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { testimonialsText } from './messages.ts';

const NONE = 'none';

/**
 * The picker's options (`contentListsApi.projectTitles`, issue 11): id and title, not the whole
 * projects. Under the projects' key, so a project created, renamed or deleted anywhere shows here.
 */
const projectTitlesQuery = queryOptions({
  queryKey: [...contentKeys.projects, 'titles'],
  queryFn: () => callApi(contentListsApi.projectTitles),
});

/**
 * Admin area §2 "optional related project": a portfolio project to link (`projectId`) and the free text
 * shown under the client's name (`project`, the spec's field). Choosing a project fills the text
 * in, unless it was typed by hand; the text stays when the project is later deleted (D25).
 */
export function ProjectPicker({
  projectId,
  projectText,
  onChange,
  textError,
}: {
  projectId: number | null;
  projectText: string;
  onChange: (next: { projectId: number | null; projectText: string }) => void;
  textError?: string;
}) {
  const t = useMessages(testimonialsText);
  const projects = useQuery(projectTitlesQuery);
  const list = projects.data ?? [];
  const titleOf = (id: number | null) => list.find((project) => project.id === id)?.title ?? '';

  const choose = (value: string) => {
    const nextId = value === NONE ? null : Number(value);
    // The text follows the choice while it still says what the choice filled in.
    const followsChoice = projectText.trim() === '' || projectText === titleOf(projectId);
    onChange({ projectId: nextId, projectText: followsChoice ? titleOf(nextId) : projectText });
  };

  const options = [
    { value: NONE, label: t('noProject') },
    ...list.map((project) => ({ value: String(project.id), label: project.title })),
  ];
  // A linked project the list no longer has (deleted meanwhile) still shows as chosen.
  if (projectId !== null && !list.some((project) => project.id === projectId)) {
    options.push({ value: String(projectId), label: projectText || `#${projectId}` });
  }
  return (
    <div className="grid gap-4">
      <SelectField
        label={t('relatedProject')}
        hint={t('relatedProjectHint')}
        value={projectId === null ? NONE : String(projectId)}
        onValueChange={choose}
        options={options}
      />
      <Field
        label={t('projectText')}
        hint={t('projectTextHint')}
        autoComplete="off"
        value={projectText}
        error={textError}
        onChange={(event) => onChange({ projectId, projectText: event.target.value })}
      />
    </div>
  );
}
