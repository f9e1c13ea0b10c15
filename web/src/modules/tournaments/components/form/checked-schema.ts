// Self-registration (components/mine) reads it from here; the rest of the module from components/form.
export { checkedFormSchema, type OwnIssue } from '../../../../components/form/checked-schema';
