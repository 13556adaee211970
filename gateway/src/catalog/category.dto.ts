import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  CatalogMessages,
  CategoryLimits,
  type CategoryStatus,
  type CreateCategoryRequest,
  type SetCategoryStatusRequest,
} from '@streamhub/contracts';

export class CreateCategoryDto implements CreateCategoryRequest {
  @ApiProperty({ example: 'Drama', maxLength: CategoryLimits.nameMaxLength })
  // class-validator runs the decorator nearest the property first: required, then type, then length.
  @MaxLength(CategoryLimits.nameMaxLength, { message: CatalogMessages.categoryNameTooLong })
  @IsString({ message: CatalogMessages.categoryNameNotText })
  @IsNotEmpty({ message: CatalogMessages.categoryNameRequired })
  name!: string;
}

export class SetCategoryStatusDto implements Pick<SetCategoryStatusRequest, 'status'> {
  @ApiProperty({ enum: ['active', 'inactive'] })
  @IsIn(['active', 'inactive'], { message: CatalogMessages.invalidCategoryStatus })
  status!: CategoryStatus;
}
