import type { TaskPerson } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { SearchPicker, type SearchPickerProps } from '../../../components/search-picker/search-picker';
import { searchAssignees } from '../api/search-assignees';
import { taskKeys } from '../tasks.keys';

export type AssigneePickerProps = Omit<SearchPickerProps<TaskPerson>, 'search' | 'queryKey'>;

/** A person a task can be given to (they may see tasks), searched by name, username or phone. */
export function AssigneePicker({ placeholder, noneText, ...props }: AssigneePickerProps) {
  const { t } = useTranslation('tasks');
  return (
    <SearchPicker<TaskPerson>
      {...props}
      placeholder={placeholder ?? t('tasks:form.assignee_placeholder')}
      noneText={noneText ?? t('tasks:form.assignee_none')}
      search={searchAssignees}
      queryKey={taskKeys.assignees()}
      describe={(person) => `@${person.username}`}
    />
  );
}
