import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { CategoryStatus, CreateCategoryRequest } from '@streamhub/contracts';

export class CreateCategoryDto implements CreateCategoryRequest {
  @ApiProperty({ example: 'DRAMA' })
  // class-validator runs the decorator nearest the property first: required, then type, then length.
  @MaxLength(60, { message: 'Category name must be at most 60 characters' })
  @IsString({ message: 'Category name must be text' })
  @IsNotEmpty({ message: 'Category name is required' })
  name!: string;
}

export class SetCategoryStatusDto {
  @ApiProperty({ enum: ['active', 'inactive'] })
  @IsIn(['active', 'inactive'], { message: 'Status must be either "active" or "inactive"' })
  status!: CategoryStatus;
}
