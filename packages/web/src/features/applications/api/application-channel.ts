import type { ApiClient } from '@ailab/core/client/create-client';
import type {
  AnswerValueType,
  Application,
  TeamMember,
} from '@ailab/core/contract/applications/application.schemas';
import { contract } from '@ailab/core/contract/index';

/** What an autosave sends. */
export interface DraftSave {
  version: number;
  name?: string;
  title?: string;
  answers?: Record<string, AnswerValueType>;
  team?: TeamMember[];
  industries?: string[];
  proposals?: string[];
}

/** The calls the form makes, for a visitor (proven by the resume token) or a signed-in member. */
export interface ApplicationChannel {
  save(changes: DraftSave): Promise<Application>;
  submit(changes: DraftSave): Promise<Application>;
  withdraw(): Promise<Application>;
  upload(questionId: string, file: File): Promise<Application>;
}

export function visitorChannel(api: ApiClient, token: string): ApplicationChannel {
  return {
    save: (changes) => api.open.applicationUpdate({ action: 'save', token, ...changes }),
    submit: (changes) => api.open.applicationUpdate({ action: 'submit', token, ...changes }),
    withdraw: () => api.open.applicationUpdate({ action: 'withdraw', token }),
    upload: (questionId, file) => {
      const form = new FormData();
      form.append('token', token);
      form.append('question_id', questionId);
      form.append('file', file);
      return api.call(contract.open.applicationUpload, form);
    },
  };
}

export function memberChannel(api: ApiClient, id: string): ApplicationChannel {
  return {
    save: (changes) => api.ailabApplications.update({ action: 'save', id, ...changes }),
    submit: (changes) => api.ailabApplications.update({ action: 'submit', id, ...changes }),
    withdraw: () => api.ailabApplications.update({ action: 'withdraw', id }),
    upload: (questionId, file) => {
      const form = new FormData();
      form.append('application_id', id);
      form.append('question_id', questionId);
      form.append('file', file);
      return api.call(contract.ailabApplications.upload, form);
    },
  };
}
